import type { Settings, SettingsUpdate } from "../contract/entities/settings";

/**
 * The settings after a change: fields the change leaves out keep their value, and the auto-save
 * setting merges field by field, so turning auto-save off keeps the chosen cycle for later.
 */
export const mergeSettings = (current: Settings, change: SettingsUpdate): Settings => ({
  language: change.language ?? current.language,
  currency: change.currency ?? current.currency,
  autoSave: {
    useAutoSave: change.autoSave?.useAutoSave ?? current.autoSave.useAutoSave,
    saveCycle: change.autoSave?.saveCycle ?? current.autoSave.saveCycle,
  },
});
