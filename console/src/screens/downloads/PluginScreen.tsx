import { DownloadTabs } from "./DownloadTabs";
import { PluginGuide } from "./PluginGuide";

/** `/download/plugin`: the plugin, which is the Orbis command line, and how to install it. */
export const PluginScreen = () => (
  <DownloadTabs>
    <PluginGuide origin={window.location.origin} />
  </DownloadTabs>
);
