import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest, type Count, type InquiryMessage, type Page } from '@pawpals/contracts';
import { requireActor, uuidParam } from '@pawpals/nest-common';
import { BUSINESS_NOT_FOUND } from '../businesses/businesses.service';
import { CONVERSATION_NOT_FOUND, InquiriesService } from './inquiries.service';

@Controller()
export class InquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

  @MessagePattern(SUBJECTS.directory.sendInquiry)
  sendInquiry(@Payload() req: ContractRequest<'sendInquiry'>): Promise<InquiryMessage> {
    const actor = requireActor(req);
    return this.inquiries.sendInquiry(actor, uuidParam(req.params, 'id', BUSINESS_NOT_FOUND), req.body);
  }

  @MessagePattern(SUBJECTS.directory.listBusinessInquiries)
  listBusinessInquiries(@Payload() req: ContractRequest<'listBusinessInquiries'>): Promise<Page<InquiryMessage>> {
    return this.inquiries.listBusinessInquiries(requireActor(req), req.query);
  }

  @MessagePattern(SUBJECTS.directory.listMyInquiries)
  listMyInquiries(@Payload() req: ContractRequest<'listMyInquiries'>): Promise<Page<InquiryMessage>> {
    return this.inquiries.listMyInquiries(requireActor(req), req.query);
  }

  @MessagePattern(SUBJECTS.directory.getInquiriesUnreadCount)
  getInquiriesUnreadCount(@Payload() req: ContractRequest<'getInquiriesUnreadCount'>): Promise<Count> {
    return this.inquiries.getInquiriesUnreadCount(requireActor(req), req.query);
  }

  @MessagePattern(SUBJECTS.directory.replyInquiry)
  replyInquiry(@Payload() req: ContractRequest<'replyInquiry'>): Promise<InquiryMessage> {
    const actor = requireActor(req);
    return this.inquiries.replyInquiry(actor, uuidParam(req.params, 'conversationId', CONVERSATION_NOT_FOUND), req.body);
  }

  @MessagePattern(SUBJECTS.directory.markInquiryRead)
  markInquiryRead(@Payload() req: ContractRequest<'markInquiryRead'>): Promise<{ updated: number }> {
    const { userId } = requireActor(req);
    return this.inquiries.markInquiryRead(userId, uuidParam(req.params, 'conversationId', CONVERSATION_NOT_FOUND));
  }
}
