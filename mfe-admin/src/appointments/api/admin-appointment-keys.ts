/** Query keys of the admin appointments page (the URLs they read). */
export const adminAppointmentKeys = {
  list: () => ['/api/admin/appointments'] as const,
};
