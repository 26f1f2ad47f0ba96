/**
 * Set while 'Exit Admin' moves the page to '/': the session is already gone, so the guard must not
 * answer with the denied state and its redirect to /admin/login in the moment before the route changes.
 */
let leaving = false;

export function markLeavingAdmin(): void {
  leaving = true;
}
export function clearLeavingAdmin(): void {
  leaving = false;
}
export function isLeavingAdmin(): boolean {
  return leaving;
}
