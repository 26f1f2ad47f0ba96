/** The schemas of each route in ./routes.ts, under the same name (../api/schemas.ts joins every domain's). */
import { countSchema, messageResultSchema, updatedCountSchema } from '../shared/entities';
import { pageQuerySchema } from '../shared/paging';
import { list } from '../shared/schema-parts';
import { nearbyVetSchema } from '../directory/entities';
import { inquiryReplySchema } from '../directory/validation';
import { petMapQuerySchema, petMapSchema } from './map';
import { matchFeedbackSchema, petConversationSchema, petMatchSchema, petMessageSchema, petPostSchema, reunionSchema, sightingSchema } from './entities';
import {
  lostFoundPetSchema,
  matchFeedbackInputSchema,
  petContactSchema,
  petListQuerySchema,
  petModerationSchema,
  petPhotosSchema,
  petStatusSchema,
  sightingInputSchema,
} from './validation';
import type { RouteSchemas } from '../shared/route-spec';
import type { PETS_ROUTES } from './routes';

export const PETS_ROUTE_SCHEMAS = {
  listLostFoundPets: { query: petListQuerySchema, response: list(petPostSchema) },
  mapLostFoundPets: { query: petMapQuerySchema, response: petMapSchema },
  getLostFoundPet: { response: petPostSchema },
  createLostFoundPet: { body: lostFoundPetSchema, response: petPostSchema },
  setLostFoundPetStatus: { body: petStatusSchema, response: petPostSchema },
  listMyLostFoundPets: { response: list(petPostSchema) },
  listPendingLostFoundPets: { query: pageQuerySchema, response: list(petPostSchema) },
  getPendingLostFoundPetsCount: { response: countSchema },
  moderateLostFoundPet: { body: petModerationSchema, response: petPostSchema },
  listLostFoundPetMatches: { response: list(petMatchSchema) },
  answerLostFoundPetMatch: { body: matchFeedbackInputSchema, response: matchFeedbackSchema },
  listNearbyVets: { response: list(nearbyVetSchema) },
  listSightings: { response: list(sightingSchema) },
  listReunions: { response: list(reunionSchema) },
  reportSighting: { body: sightingInputSchema, response: sightingSchema },
  removeSighting: { response: messageResultSchema },
  setLostFoundPetContact: { body: petContactSchema, response: petPostSchema },
  updateLostFoundPetPhotos: { body: petPhotosSchema, response: petPostSchema },
  sendPetMessage: { body: inquiryReplySchema, response: petMessageSchema },
  messageSightingReporter: { body: inquiryReplySchema, response: petMessageSchema },
  listPetConversations: { query: pageQuerySchema, response: list(petConversationSchema) },
  getPetMessagesUnreadCount: { response: countSchema },
  replyPetConversation: { body: inquiryReplySchema, response: petMessageSchema },
  markPetConversationRead: { response: updatedCountSchema },
} as const satisfies { [N in keyof typeof PETS_ROUTES]: RouteSchemas };
