import type { MessagingChannel, MessagingTestRequest } from '@mise/contract/settings/messaging-values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { settingKeys } from '../settings-api.ts';

export type TestMessageSent = { channel: MessagingChannel; providerMessageId: string };

/** POST /api/messaging/test: one message through one channel with the saved credentials. */
export function useSendTestMessage() {
  return useMutation({
    mutationFn: (body: MessagingTestRequest) => api.post<TestMessageSent>('/messaging/test', body),
  });
}

/** DELETE /api/setting/{name}: removes a stored write-only credential (a save with it empty keeps it). */
export function useRemoveCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.delete(`/setting/${name}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingKeys.all }),
  });
}
