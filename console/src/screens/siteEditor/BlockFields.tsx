import type { SiteBlock, SitePicture } from "@orbis/core/contract";
import {
  SITE_EMAIL_MAX_LENGTH,
  SITE_HEADING_MAX_LENGTH,
  SITE_PHONE_MAX_LENGTH,
  SITE_SUBHEADING_MAX_LENGTH,
  SITE_TEXT_MAX_LENGTH,
  SITE_WEBSITE_MAX_LENGTH,
} from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Field } from "../../components/Field";
import type { SiteEditorStore } from "../../stores/sites/SiteEditorStore";

const k = "console:siteEditor.fields";

const pictureValue = (picture: SitePicture): string =>
  picture === null
    ? ""
    : picture.kind === "scene"
      ? `scene:${picture.sceneId}`
      : `upload:${picture.imageId}`;

const pictureOf = (value: string): SitePicture => {
  const [kind, id = ""] = value.split(/:(.*)/s);
  if (kind === "scene") return { kind, sceneId: id };
  if (kind === "upload") return { kind, imageId: id };
  return null;
};

/**
 * A picture picker: none, a scene of the tour, or a picture uploaded for the page; a new one is
 * uploaded from here and chosen at once.
 */
export const PicturePicker = observer(
  ({
    label,
    value,
    store,
    onChange,
  }: {
    label: string;
    value: SitePicture;
    store: SiteEditorStore;
    onChange: (picture: SitePicture) => void;
  }) => {
    const { t } = useTranslation();
    const upload = async (file: File | undefined) => {
      if (file === undefined) return;
      const image = await store.uploadImage(file);
      if (image !== null) onChange({ kind: "upload", imageId: image.id });
    };
    return (
      <div className="site-editor__picture">
        <Field label={label}>
          {(c) => (
            <select
              {...c}
              value={pictureValue(value)}
              onChange={(e) => onChange(pictureOf(e.target.value))}
            >
              <option value="">{t(`${k}.noPicture`)}</option>
              <optgroup label={t(`${k}.scenes`)}>
                {store.scenes.map((s) => (
                  <option key={s.id} value={`scene:${s.id}`}>
                    {s.title}
                  </option>
                ))}
              </optgroup>
              {store.images.length > 0 && (
                <optgroup label={t(`${k}.uploads`)}>
                  {store.images.map((image, i) => (
                    <option key={image.id} value={`upload:${image.id}`}>
                      {t(`${k}.uploadedName`, {
                        n: store.images.length - i,
                        width: image.width,
                        height: image.height,
                      })}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          )}
        </Field>
        <Field label={t(`${k}.upload`)} hint={t(`${k}.uploadHint`)} error={store.uploadError}>
          {(c) => (
            <input
              {...c}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={store.uploading}
              onChange={(e) => {
                void upload(e.target.files?.[0]);
                e.target.value = "";
              }}
            />
          )}
        </Field>
      </div>
    );
  },
);

/** A one-line text field of a block. */
const Line = ({
  label,
  value,
  max,
  type = "text",
  hint,
  onChange,
}: {
  label: string;
  value: string;
  max: number;
  type?: "text" | "email" | "tel" | "url";
  hint?: string;
  onChange: (value: string) => void;
}) => (
  <Field label={label} hint={hint}>
    {(c) => (
      <input
        {...c}
        type={type}
        value={value}
        maxLength={max}
        onChange={(e) => onChange(e.target.value)}
      />
    )}
  </Field>
);

/** The fields of one block; the tour's block has none. */
export const BlockFields = observer(
  ({ block, store }: { block: SiteBlock; store: SiteEditorStore }) => {
    const { t } = useTranslation();
    const set = <B extends SiteBlock>(b: B, change: Partial<B>) =>
      store.update({ ...b, ...change });
    switch (block.type) {
      case "tour":
        return <p className="site-editor__note">{t("console:siteEditor.tourFixed")}</p>;
      case "text":
        return (
          <>
            <Line
              label={t(`${k}.title`)}
              value={block.title}
              max={SITE_HEADING_MAX_LENGTH}
              onChange={(title) => set(block, { title })}
            />
            <Field label={t(`${k}.body`)} hint={t(`${k}.bodyHint`)}>
              {(c) => (
                <textarea
                  {...c}
                  rows={5}
                  value={block.body}
                  maxLength={SITE_TEXT_MAX_LENGTH}
                  onChange={(e) => set(block, { body: e.target.value })}
                />
              )}
            </Field>
          </>
        );
      case "contact":
        return (
          <>
            <Line
              label={t(`${k}.title`)}
              value={block.title}
              max={SITE_HEADING_MAX_LENGTH}
              onChange={(title) => set(block, { title })}
            />
            <Line
              label={t(`${k}.email`)}
              type="email"
              value={block.email}
              max={SITE_EMAIL_MAX_LENGTH}
              onChange={(email) => set(block, { email })}
            />
            <Line
              label={t(`${k}.phone`)}
              type="tel"
              value={block.phone}
              max={SITE_PHONE_MAX_LENGTH}
              onChange={(phone) => set(block, { phone })}
            />
            <Line
              label={t(`${k}.website`)}
              type="url"
              hint={t(`${k}.websiteHint`)}
              value={block.website}
              max={SITE_WEBSITE_MAX_LENGTH}
              onChange={(website) => set(block, { website })}
            />
            <Line
              label={t(`${k}.address`)}
              value={block.address}
              max={SITE_SUBHEADING_MAX_LENGTH}
              onChange={(address) => set(block, { address })}
            />
          </>
        );
      case "image":
        return (
          <>
            <PicturePicker
              label={t(`${k}.picture`)}
              value={block.picture}
              store={store}
              onChange={(picture) => set(block, { picture })}
            />
            <Line
              label={t(`${k}.caption`)}
              value={block.caption}
              max={SITE_SUBHEADING_MAX_LENGTH}
              onChange={(caption) => set(block, { caption })}
            />
          </>
        );
    }
  },
);

/** The cover's fields. */
export const CoverFields = observer(({ store }: { store: SiteEditorStore }) => {
  const { t } = useTranslation();
  const cover = store.page?.cover;
  if (cover === undefined) return null;
  return (
    <>
      <Line
        label={t("console:siteEditor.cover.heading")}
        value={cover.heading}
        max={SITE_HEADING_MAX_LENGTH}
        onChange={(heading) => store.updateCover({ heading })}
      />
      <Line
        label={t("console:siteEditor.cover.subheading")}
        value={cover.subheading}
        max={SITE_SUBHEADING_MAX_LENGTH}
        onChange={(subheading) => store.updateCover({ subheading })}
      />
      <PicturePicker
        label={t(`${k}.picture`)}
        value={cover.picture}
        store={store}
        onChange={(picture) => store.updateCover({ picture })}
      />
    </>
  );
});
