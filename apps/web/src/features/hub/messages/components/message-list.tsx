import { Badge } from '../../ui/badge';
import { momentText } from '../../ui/hub-dates';
import { RecordFeed } from '../../ui/record-feed';
import { useMessagesOf } from '../api/messages';
import { LANGUAGE_SHORT, MESSAGE_STATE_NAMES, MESSAGE_STATE_TONES } from './message-texts';
import styles from './message-list.module.css';

/**
 * The SMS and WhatsApp messages about an order or to a customer (issue 40), newest first: what
 * each said, in which language and by which channel, and where it stands (queued, held for quiet
 * hours, sent, delivered, failed or not sent, with why).
 */
export function MessageList({ about, id }: { about: 'order' | 'customer'; id: number }) {
  const messages = useMessagesOf(about, id);
  return (
    <RecordFeed
      title="Messages"
      query={messages}
      items={messages.data?.messages}
      loading="Loading the messages…"
      empty="No message sent yet."
      listClassName={styles.list}
      item={(message) => (
        <li key={message.id} className={styles.message}>
          <p className={styles.head}>
            <Badge tone={MESSAGE_STATE_TONES[message.state]}>
              {MESSAGE_STATE_NAMES[message.state]}
            </Badge>{' '}
            <span className={styles.muted}>
              {momentText(message.sentAt ?? message.queuedAt)} ·{' '}
              {message.channel === 'whatsapp' ? 'WhatsApp' : 'SMS'} to {message.mobile} ·{' '}
              {LANGUAGE_SHORT[message.language]}
            </span>
          </p>
          <p className={styles.text} lang={message.language}>
            {message.text}
          </p>
          {message.reason && <p className={styles.reason}>Why: {message.reason}</p>}
        </li>
      )}
    />
  );
}
