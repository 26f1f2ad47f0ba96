/** How the client changes page. The shell plugs in the router; the default is a full page load. */
export type Navigate = (path: string) => void;

let navigateImpl: Navigate = (path) => window.location.assign(path);

export function setNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigate(path: string): void {
  navigateImpl(path);
}
