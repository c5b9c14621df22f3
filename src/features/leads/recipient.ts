/**
 * Whom a lead goes to: the rule lives in src/domain/leads/recipient.ts, where the project page reads it too, so
 * the page names the recipient the API sends to.
 */
export {
  listingRecipient,
  projectRecipient,
  projectUnitsAsked,
  type Office,
  type Recipient,
} from '../../domain/leads/recipient';
