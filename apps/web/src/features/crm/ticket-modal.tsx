import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type CustomerTicket,
  customerTicketSchema,
  type TicketCustomer,
  type TicketStatus,
  ticketStatuses,
} from '@mise/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client.ts';
import { translateErrorKey } from '../../api/error-text.ts';
import { notifyFailure, notifySuccess } from '../../crud/notify.ts';
import { useTicketMutations } from './crm-api.ts';
import { CustomerLookup } from './customer-lookup.tsx';

type Props = { ticket: CustomerTicket | undefined; onClose: () => void };

/** Creates (always OPEN, the status locked) or edits a ticket; a failed save keeps what was typed. */
export function TicketModal({ ticket, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { save } = useTicketMutations();
  const [title, setTitle] = useState(ticket?.title ?? '');
  const [description, setDescription] = useState(ticket?.description ?? '');
  const [status, setStatus] = useState<TicketStatus>(ticket?.status ?? 'OPEN');
  const [customer, setCustomer] = useState<TicketCustomer | null>(ticket?.customer ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { title, description, status, customer: customer?.id ?? null };
    const checked = customerTicketSchema.safeParse(body);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    save.mutate(
      { id: ticket?.id, body },
      {
        onSuccess: () => {
          notifySuccess(t('crm.saved'));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error, 422) && error.errors) setErrors(error.errors);
          notifyFailure(error, t('crm.save_failed'));
        },
      },
    );
  };
  const errorOf = (field: string) =>
    errors[field] ? (translateErrorKey(i18n, field, errors[field]) ?? errors[field]) : undefined;

  return (
    <Modal opened onClose={onClose} title={ticket ? t('crm.edit_ticket') : t('crm.new_ticket')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('crm.fields.title')}
            required
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={errorOf('title')}
            data-autofocus
          />
          <Textarea
            label={t('crm.fields.description')}
            autosize
            minRows={3}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={errorOf('description')}
          />
          <Select
            label={t('crm.fields.status')}
            data={ticketStatuses.map((value) => ({ value, label: t(`crm.columns.${value}`) }))}
            value={status}
            onChange={(value) => value && setStatus(value as TicketStatus)}
            disabled={!ticket}
            description={ticket ? undefined : t('crm.new_is_open')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <CustomerLookup value={customer} onChange={setCustomer} error={errorOf('customer')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
