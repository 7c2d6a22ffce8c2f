import { createContext, type ReactNode, useContext } from 'react';
import { FormProvider } from 'react-hook-form';
import type { SettingsForm } from './use-settings-form.ts';

const SettingsFormContext = createContext<SettingsForm | null>(null);

/** Gives the inputs of a settings screen its form, pending images and stored secrets. */
export function SettingsFormProvider({
  settings,
  children,
}: {
  settings: SettingsForm;
  children: ReactNode;
}) {
  return (
    <SettingsFormContext.Provider value={settings}>
      <FormProvider {...settings.form}>{children}</FormProvider>
    </SettingsFormContext.Provider>
  );
}

export function useSettingsFormContext(): SettingsForm {
  const settings = useContext(SettingsFormContext);
  if (!settings) throw new Error('useSettingsFormContext needs a SettingsFormProvider');
  return settings;
}
