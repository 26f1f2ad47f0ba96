/** Query keys of the moderation page (the URLs they read). */
export const moderationKeys = {
  pendingPets: () => ['/api/admin/lost-found/pending'] as const,
  reportedContent: () => ['/api/admin/reported-content'] as const,
};
