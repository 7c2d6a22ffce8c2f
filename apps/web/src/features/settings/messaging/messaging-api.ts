import type { MessagingChannel, MessagingTestRequest } from '@mise/contract/settings/messaging-values';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export type TestMessageSent = { channel: MessagingChannel; providerMessageId: string };

/** POST /api/messaging/test: one message through one channel with the saved credentials. */
export function useSendTestMessage() {
  return useMutation({
    mutationFn: (body: MessagingTestRequest) => api.post<TestMessageSent>('/messaging/test', body),
  });
}
