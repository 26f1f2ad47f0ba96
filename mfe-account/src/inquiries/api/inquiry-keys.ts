/** Query keys of conversations: the customer's side and the business owner's side. */
export const inquiryKeys = {
  mine: () => ['/api/inquiries/mine'] as const,
  ofMyBusiness: () => ['/api/my-business/inquiries'] as const,
};
