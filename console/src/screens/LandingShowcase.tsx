import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useStores } from "../stores/StoreContext";
import { ShowcaseStore } from "../stores/sites/ShowcaseStore";
import "./landingShowcase.css";

/**
 * The landing page's showcase: the published tours their owners featured on this server (the
 * switch in the site editor's header), each a picture and a title opening the tour's page. It
 * shows nothing while no tour is featured.
 */
export const LandingShowcase = observer(() => {
  const { t } = useTranslation();
  const root = useStores();
  const [store] = useState(() => new ShowcaseStore({ api: root.api, log: root.log }));
  const language = root.ui.language;

  useEffect(() => {
    void store.load(language);
  }, [store, language]);

  if (store.items.length === 0) return null;
  return (
    <section aria-labelledby="showcase-title" className="landing__showcase">
      <h2 id="showcase-title">{t("console:showcase.title")}</h2>
      <p>{t("console:showcase.lead")}</p>
      <ul>
        {store.items.map((item) => (
          <li key={item.id}>
            <a
              href={item.embedUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("console:showcase.open", { title: item.title })}
            >
              <img src={item.thumbnailUrl} alt="" loading="lazy" />
              <span>{item.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
});
