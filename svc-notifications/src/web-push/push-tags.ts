/** The tag of each thing a push can be about: a new push with the same tag replaces the one shown. */
export const pushTag = {
  pet: (postId: string) => `pet-${postId}`,
  petConversation: (conversationId: string) => `conversation-${conversationId}`,
  inquiry: (conversationId: string) => `inquiry-${conversationId}`,
  appointment: (appointmentId: string) => `appointment-${appointmentId}`,
};
