export const staffRoles = ['system', 'manager', 'courier'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const panelRoles: StaffRole[] = ['system', 'manager'];
