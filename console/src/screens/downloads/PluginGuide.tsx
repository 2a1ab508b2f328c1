import { CLI_TARBALL_PATH, cliInstallCommand, cliWebLoginCommand } from "@orbis/core/downloads";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CopyCommand } from "./CopyCommand";
import "./downloads.css";

const FEATURES = ["upload", "publish", "export", "ai", "edu"] as const;

/** A few commands worth trying first, each with what it does. */
const EXAMPLES = [
  ["help", "orbis --help"],
  ["projects", "orbis projects list"],
  ["upload", "orbis scenes upload ./shoot --tour <tour-id> --wait"],
  ["publish", "orbis tours publish <tour-id>"],
  ["ai", 'orbis ai generate "a harbour at dawn" --style daylight --wait'],
] as const;

/**
 * What the plugin is and how to install it: the Orbis command line, installed with npm from
 * this server's tarball (the server packs it from its cli/), signed in through the browser.
 * The same guide on `/download/plugin` and on the public `/{product}-plugin-download-page`.
 */
export const PluginGuide = ({ origin }: { readonly origin: string }) => {
  const { t } = useTranslation();
  const ids = { features: useId(), install: useId(), login: useId(), examples: useId() };
  return (
    <div className="plugin-guide">
      <p>{t("console:downloads.plugin.lead")}</p>
      <section aria-labelledby={ids.features}>
        <h2 id={ids.features}>{t("console:downloads.plugin.featuresTitle")}</h2>
        <ul>
          {FEATURES.map((feature) => (
            <li key={feature}>{t(`console:downloads.plugin.features.${feature}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={ids.install}>
        <h2 id={ids.install}>{t("console:downloads.plugin.installTitle")}</h2>
        <p>{t("console:downloads.plugin.installLead")}</p>
        <CopyCommand command={cliInstallCommand(origin)} />
        <p>
          {/* A plain link: the tarball is a file for the browser to save, not a console route. */}
          <a href={`${origin}${CLI_TARBALL_PATH}`} download>
            {t("console:downloads.plugin.tarball")}
          </a>
        </p>
      </section>
      <section aria-labelledby={ids.login}>
        <h2 id={ids.login}>{t("console:downloads.plugin.loginTitle")}</h2>
        <p>{t("console:downloads.plugin.loginLead")}</p>
        <CopyCommand command={cliWebLoginCommand(origin)} />
      </section>
      <section aria-labelledby={ids.examples}>
        <h2 id={ids.examples}>{t("console:downloads.plugin.examplesTitle")}</h2>
        <dl className="plugin-examples">
          {EXAMPLES.map(([key, command]) => (
            <div key={key}>
              <dt>
                <code>{command}</code>
              </dt>
              <dd>{t(`console:downloads.plugin.examples.${key}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
};
