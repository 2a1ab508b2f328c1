import { SITE_PAGE_MAX_BLOCKS } from "@orbis/core/contract";
import { canRemoveSiteBlock } from "@orbis/core/tours";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import type { SiteEditorStore } from "../../stores/sites/SiteEditorStore";
import { BlockFields, CoverFields } from "./BlockFields";

/** The editing pane: the cover, then each block with its fields and its move and remove buttons. */
export const BlockList = observer(({ store }: { store: SiteEditorStore }) => {
  const { t } = useTranslation();
  const page = store.page;
  if (page === null) return null;
  const k = (key: string, options?: Record<string, unknown>) =>
    t(`console:siteEditor.${key}`, options);
  const last = page.blocks.length - 1;
  return (
    <div className="site-editor__blocks">
      <fieldset className="site-editor__block">
        <legend>{k("cover.title")}</legend>
        <CoverFields store={store} />
      </fieldset>
      <h2>{k("blocksTitle")}</h2>
      <ol className="site-editor__list">
        {page.blocks.map((block, i) => {
          const name = k("blockLabel", { position: i + 1, kind: k(`kinds.${block.type}`) });
          return (
            <li key={block.id}>
              <fieldset className="site-editor__block" aria-label={name}>
                <legend>{name}</legend>
                <div className="site-editor__tools">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={i === 0}
                    label={`${k("moveUp")}: ${name}`}
                    onClick={() => store.move(block.id, -1)}
                  >
                    {k("moveUp")}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={i === last}
                    label={`${k("moveDown")}: ${name}`}
                    onClick={() => store.move(block.id, 1)}
                  >
                    {k("moveDown")}
                  </Button>
                  {canRemoveSiteBlock(block) && (
                    <Button
                      size="sm"
                      variant="text"
                      theme="danger"
                      label={`${k("remove")}: ${name}`}
                      onClick={() => store.remove(block.id)}
                    >
                      {k("remove")}
                    </Button>
                  )}
                </div>
                <BlockFields block={block} store={store} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <fieldset className="site-editor__add">
        <legend className="visually-hidden">{k("addLabel")}</legend>
        {(["text", "contact", "image"] as const).map((type) => (
          <Button
            key={type}
            size="sm"
            variant="outline"
            disabled={!store.canAdd}
            onClick={() => store.add(type)}
          >
            {k(`add.${type}`)}
          </Button>
        ))}
        {!store.canAdd && (
          <p className="site-editor__note">{k("full", { max: SITE_PAGE_MAX_BLOCKS })}</p>
        )}
      </fieldset>
    </div>
  );
});
