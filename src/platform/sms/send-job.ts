/**
 * Text messages as jobs, like the mail outbox: a feature enqueues the message in its own transaction and the
 * worker hands it to the SMS centre, retrying while the centre does not answer. A process without a gateway
 * fails the job, which then waits for its retries.
 */
import { z } from 'zod';
import { DEFAULT_RETRY } from '../queue/backoff';
import type { JobDefinition } from '../queue/queue';
import type { SmsGateway } from './gateway';

export const SMS_SEND = 'sms-send';

const smsPayload = z.object({ to: z.string().min(3).max(30), text: z.string().min(1).max(1500) });

export const smsSendJob: JobDefinition<z.infer<typeof smsPayload>, { sms?: SmsGateway | null }> = {
  name: SMS_SEND,
  payload: smsPayload,
  retry: DEFAULT_RETRY,
  timeoutMs: 90_000,
  async run({ to, text }, context) {
    if (!context.sms) throw new Error('no SMS gateway is configured in this process');
    await context.sms.send(to, text);
  },
};
