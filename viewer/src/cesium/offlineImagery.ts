import "./cesiumBase";
import { buildModuleUrl, ImageryLayer, TileMapServiceImageryProvider } from "cesium";

/**
 * The base map that ships with Cesium (Natural Earth II, in its `Assets`), so the globe needs
 * no Cesium ion token and no outside server.
 */
export const offlineBaseLayer = (): ImageryLayer =>
  ImageryLayer.fromProviderAsync(
    TileMapServiceImageryProvider.fromUrl(buildModuleUrl("Assets/Textures/NaturalEarthII")),
  );
