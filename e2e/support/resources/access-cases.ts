import { createRecord } from '../api.ts';
import { t } from '../i18n.ts';
import type { ResourceCase } from './resource-case.ts';
import { chip, enabledLabel, fieldLabel, required, staffCrew } from './seed-helpers.ts';

const email = fieldLabel('email');
const role = fieldLabel('role');
const password = fieldLabel('password');
const crew = staffCrew('table-crew.test');
const couriers = crew.filter((person) => person.role === 'courier').map((person) => person.email);

export const userCase: ResourceCase = {
  name: 'user',
  path: '/app/access/users',
  nameColumn: email,
  nameOf: (record) => String(record.email),
  isOurs: (record) => /@table-crew\.test$|^nadia\.sikora@/.test(String(record.email)),
  search: 'table-crew.test',
  seed: async (api) => {
    for (const [index, person] of crew.entries())
      await createRecord(api, 'user', {
        ...person,
        password: 'Crew-pass-1',
        is_enabled: index < crew.length - 1,
      });
  },
  create: {
    // A new user is an enabled manager.
    opensWith: { [role]: t('shell.roles.manager'), [enabledLabel]: true },
    refusals: [
      { errors: { [email]: required, [password]: required } },
      { values: { [password]: 'abc' }, errors: { [password]: t('messages.password_too_short') } },
    ],
    fill: async (form) => {
      await form.fillFields({
        [fieldLabel('first_name')]: 'Nadia',
        [fieldLabel('last_name')]: 'Sikora',
        [email]: 'nadia.sikora@example.com',
        [password]: 'Sikora-2024',
      });
      await form.choose(role, t('shell.roles.courier'));
    },
    name: 'nadia.sikora@example.com',
    // The role reads as people say it, not as the stored code.
    rowShows: ['Sikora', t('shell.roles.courier')],
    stored: { first_name: 'Nadia', last_name: 'Sikora', role: 'courier', is_enabled: true },
  },
  edit: {
    shows: { [email]: 'nadia.sikora@example.com', [role]: t('shell.roles.courier'), [password]: '' },
    // The password is asked on every save (e2e/user-rules.spec.ts checks the refusal).
    fill: (form) => form.fillFields({ [fieldLabel('last_name')]: 'Sikora-Nowak', [password]: 'Sikora-2024' }),
    name: 'nadia.sikora@example.com',
    rowShows: ['Sikora-Nowak'],
    stored: { last_name: 'Sikora-Nowak' },
  },
  switches: [{ row: crew[2].email, column: enabledLabel, field: 'is_enabled' }],
  filters: [
    {
      field: role,
      condition: 'equal',
      value: t('shell.roles.courier'),
      chip: chip(role, 'equal', t('shell.roles.courier')),
      shows: couriers,
    },
    {
      field: enabledLabel,
      condition: 'equal',
      value: true,
      chip: chip(enabledLabel, 'equal', t('common.yes')),
      shows: couriers,
    },
  ],
  sort: { column: email, field: 'email', ascending: crew.map((person) => person.email).sort() },
};
