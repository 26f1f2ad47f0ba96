import type { InquiryInput } from '@pawpals/contracts';

/** Send is disabled while subject or message is empty after trimming. */
export const canSendInquiry = (v: Partial<InquiryInput>) => !!v.subject?.trim() && !!v.message?.trim();
