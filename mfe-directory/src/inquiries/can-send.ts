import type { InquiryInput } from '@pawpals/contracts';

/** Send is disabled while subject or message is empty after trimming (SPEC §5). */
export const canSendInquiry = (v: Partial<InquiryInput>) => !!v.subject?.trim() && !!v.message?.trim();
