// The outbox (issue 40): other modules queue messages inside their own transactions here, and
// read them for the hub; the job and the sender interface (providers/messages) send them.
export { queueMessage, type MessageToQueue, type QueuedMessage, type Recipient } from './queue';
export { queueOpsMessage } from './recipients';
export { rupeesText } from './money-text';
export {
  MESSAGE_TEMPLATES,
  renderTemplate,
  templateOf,
  type MessageTemplate,
  type TemplateKey,
  type TemplateVariables,
} from './templates';
export { messageSendJob, sendDueMessages, SEND_RULES, type SendRules } from './send-job';
export { recordDeliveryReport, type DeliveryReport } from './delivery-reports';
export {
  failedMessageCount,
  messagesOfOrder,
  messagesOfUser,
  messagesToMobile,
  templateViews,
  type Registrations,
} from './views';
export { isQuietHour, quietHoursEnd } from './quiet-hours';
