/*
 * The few WebGL calls the renderer repeats: programs with their attribute and uniform
 * locations, and textures from decoded images.
 */

/** A linked program and where its inputs are. */
export interface Program {
  readonly program: WebGLProgram;
  readonly attributes: Readonly<Record<string, number>>;
  readonly uniforms: Readonly<Record<string, WebGLUniformLocation | null>>;
}

const compile = (gl: WebGLRenderingContext, type: number, source: string): WebGLShader => {
  const shader = gl.createShader(type);
  if (shader === null) throw new Error("WebGL could not create a shader");
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS) && !gl.isContextLost())
    throw new Error(`shader: ${gl.getShaderInfoLog(shader) ?? "does not compile"}`);
  return shader;
};

/** Compiles and links a program, looking up the named attributes and uniforms. */
export const createProgram = (
  gl: WebGLRenderingContext,
  vertex: string,
  fragment: string,
  attributes: readonly string[],
  uniforms: readonly string[],
): Program => {
  const program = gl.createProgram();
  if (program === null) throw new Error("WebGL could not create a program");
  gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, vertex));
  gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, fragment));
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS) && !gl.isContextLost())
    throw new Error(`program: ${gl.getProgramInfoLog(program) ?? "does not link"}`);
  return {
    program,
    attributes: Object.fromEntries(attributes.map((a) => [a, gl.getAttribLocation(program, a)])),
    uniforms: Object.fromEntries(uniforms.map((u) => [u, gl.getUniformLocation(program, u)])),
  };
};

/** An image a texture can be made from. */
export type TextureSource = ImageBitmap | HTMLImageElement;

/**
 * A texture of an image, linear and clamped: tiles are rarely powers of two, and WebGL 1 allows
 * nothing else for those (nor needs more: level choice keeps texels near pixel size).
 */
export const createTexture = (gl: WebGLRenderingContext, image: TextureSource): WebGLTexture => {
  const texture = gl.createTexture();
  if (texture === null) throw new Error("WebGL could not create a texture");
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, false);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGB, gl.RGB, gl.UNSIGNED_BYTE, image);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
  return texture;
};

/** The view-projection matrix (column-major) of a camera frame: no translation, sphere at 1. */
export const viewProjection = (
  right: readonly number[],
  up: readonly number[],
  forward: readonly number[],
  tanX: number,
  tanY: number,
): Float32Array => {
  const near = 0.05;
  const far = 10;
  const a = 1 / tanX;
  const b = 1 / tanY;
  const c = -(far + near) / (far - near);
  const d = (-2 * far * near) / (far - near);
  const [rx = 0, ry = 0, rz = 0] = right;
  const [ux = 0, uy = 0, uz = 0] = up;
  // The view matrix's third row is −forward (GL cameras look down −z).
  const [fx = 0, fy = 0, fz = 0] = forward;
  // Rows of P·V: [a·r, 0], [b·u, 0], [−c·f, d], [f, 0]; written column by column.
  return new Float32Array([
    a * rx,
    b * ux,
    -c * fx,
    fx,
    a * ry,
    b * uy,
    -c * fy,
    fy,
    a * rz,
    b * uz,
    -c * fz,
    fz,
    0,
    0,
    d,
    0,
  ]);
};
