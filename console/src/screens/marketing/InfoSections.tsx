import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { useStores } from "../../stores/StoreContext";
import { infoGuides } from "./infoGuides";
import "./marketing.css";

/** The path of the info section at `index` (0–8): `/section3-1` … `/section3-9`. */
export const infoSectionPath = (index: number): string => `/section3-${index + 1}`;

/** The active index (0–8) of an info section's path; 0 for any other path. */
export const infoSectionIndex = (pathname: string): number => {
  const match = /^\/section3-([1-9])\/?$/.exec(pathname);
  return match ? Number(match[1]) - 1 : 0;
};

/** The route's screen: the active index comes from the path. */
export const InfoSectionsRoute = () => {
  const { pathname } = useLocation();
  return <InfoSections active={infoSectionIndex(pathname)} />;
};

/**
 * `/section3-1` … `/section3-9`: one page whose active index (0–8, docs/product/screens.md) picks the guide
 * section shown; the side index lists all nine and marks the active one.
 */
export const InfoSections = observer(({ active }: { readonly active: number }) => {
  const { t } = useTranslation();
  const { ui } = useStores();
  const guides = infoGuides[ui.language];
  const guide = guides[active] ?? guides[0];
  return (
    <div className="page marketing info-sections" data-active={active}>
      <nav className="info-sections__index" aria-label={t("console:marketing.sections.index")}>
        <p className="info-sections__label">{t("console:marketing.sections.title")}</p>
        <ol>
          {guides.map((item, index) => (
            <li key={item.title}>
              <NavLink
                to={infoSectionPath(index)}
                aria-current={index === active ? "page" : undefined}
                className={index === active ? "is-active" : undefined}
              >
                {item.title}
              </NavLink>
            </li>
          ))}
        </ol>
      </nav>
      {guide && (
        <article className="info-sections__body">
          <h1>{guide.title}</h1>
          <ol className="info-sections__steps">
            {guide.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </article>
      )}
    </div>
  );
});
