/*
 * One program draws a scene: textured triangles in the panorama frame through a view-projection
 * matrix. The preview (equirect) is drawn on a sphere mesh, the cube tiles as quads on the unit
 * cube, sharper tiles over blurrier ones. WebGL 1 GLSL, so every phone with WebGL runs it.
 */

/** Positions in the panorama frame, texture coordinates passed through. */
export const TEXTURED_VS = `
attribute vec3 a_pos;
attribute vec2 a_uv;
uniform mat4 u_matrix;
varying vec2 v_uv;
void main() {
  v_uv = a_uv;
  gl_Position = u_matrix * vec4(a_pos, 1.0);
}`;

/** The texture's own pixels. */
export const TEXTURED_FS = `
precision mediump float;
uniform sampler2D u_image;
varying vec2 v_uv;
void main() {
  gl_FragColor = vec4(texture2D(u_image, v_uv).rgb, 1.0);
}`;
