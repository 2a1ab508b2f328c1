import { z } from "zod";
import { currencySchema, languageSchema } from "../enums";

/** Auto-save of the tour editor; `saveCycle` is in seconds, between 10 s and an hour. */
export const autoSaveSettingSchema = z.object({
  useAutoSave: z.boolean(),
  saveCycle: z.number().int().min(10).max(3600),
});
/** The auto-save setting. */
export type AutoSaveSetting = z.infer<typeof autoSaveSettingSchema>;

/** The user's settings (docs/product/entities.md): interface language, currency and auto-save. */
export const settingsSchema = z.object({
  language: languageSchema,
  currency: currencySchema,
  autoSave: autoSaveSettingSchema,
});
/** Settings. */
export type Settings = z.infer<typeof settingsSchema>;

/** Body of `PUT /settings`: the fields to change; the answer is the whole settings. */
export const settingsUpdateSchema = z
  .object({
    language: languageSchema.optional(),
    currency: currencySchema.optional(),
    autoSave: autoSaveSettingSchema.partial().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: "Give at least one setting to change.",
  });
/** A settings change. */
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
