import { createProgram, createTexture, type Program, type TextureSource } from "./glUtil";
import { TEXTURED_FS, TEXTURED_VS } from "./shaders";
import { sphereMesh } from "./sphereMesh";

/** A drawable: a vertex buffer (x, y, z, u, v), optional indices, and its texture. */
export interface Drawable {
  readonly texture: WebGLTexture;
  readonly buffer: WebGLBuffer;
  readonly indices: WebGLBuffer | null;
  readonly count: number;
}

/**
 * The GPU side of the renderer: one program, the preview sphere and tile quads as drawables.
 * Kept apart from the choice of what to draw (PanoramaRenderer).
 */
export class GlScene {
  private readonly program: Program;
  private readonly sphere: { buffer: WebGLBuffer; indices: WebGLBuffer; count: number };

  constructor(readonly gl: WebGLRenderingContext) {
    this.program = createProgram(
      gl,
      TEXTURED_VS,
      TEXTURED_FS,
      ["a_pos", "a_uv"],
      ["u_image", "u_matrix"],
    );
    const mesh = sphereMesh();
    this.sphere = {
      buffer: this.buffer(gl.ARRAY_BUFFER, mesh.vertices),
      indices: this.buffer(gl.ELEMENT_ARRAY_BUFFER, mesh.indices),
      count: mesh.indices.length,
    };
    this.warmUp();
  }

  /**
   * One throw-away draw with a 1-pixel texture while the canvas is still tiny: drivers (and
   * software GL most of all) compile the pipeline on first use, and this way that happens while
   * the preview is still downloading, not in the frame that shows it.
   */
  private warmUp(): void {
    const { gl } = this;
    const texture = gl.createTexture();
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGB, 1, 1, 0, gl.RGB, gl.UNSIGNED_BYTE, new Uint8Array(3));
    for (const p of [gl.TEXTURE_WRAP_S, gl.TEXTURE_WRAP_T])
      gl.texParameteri(gl.TEXTURE_2D, p, gl.CLAMP_TO_EDGE);
    for (const p of [gl.TEXTURE_MIN_FILTER, gl.TEXTURE_MAG_FILTER])
      gl.texParameteri(gl.TEXTURE_2D, p, gl.LINEAR);
    const identity = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
    this.begin(1, 1, identity);
    if (texture !== null) this.draw({ texture, ...this.sphere });
    gl.deleteTexture(texture);
  }

  /** The preview image on the sphere. */
  preview(image: TextureSource): Drawable {
    const { buffer, indices, count } = this.sphere;
    return { texture: createTexture(this.gl, image), buffer, indices, count };
  }

  /** A tile image on its quad (corners and texture coordinates interleaved, 4 vertices). */
  quad(image: TextureSource, vertices: Float32Array): Drawable {
    const buffer = this.buffer(this.gl.ARRAY_BUFFER, vertices);
    return { texture: createTexture(this.gl, image), buffer, indices: null, count: 4 };
  }

  /** Starts a frame: clears, and sets the program and the camera's matrix. */
  begin(width: number, height: number, matrix: Float32Array): void {
    const { gl, program } = this;
    gl.viewport(0, 0, width, height);
    gl.clearColor(0.07, 0.07, 0.07, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook
    gl.useProgram(program.program);
    gl.uniformMatrix4fv(program.uniforms.u_matrix ?? null, false, matrix);
    gl.uniform1i(program.uniforms.u_image ?? null, 0);
    gl.activeTexture(gl.TEXTURE0);
  }

  /** Draws a drawable with the frame's matrix. */
  draw(item: Drawable): void {
    const { gl, program } = this;
    const pos = program.attributes.a_pos ?? 0;
    const uv = program.attributes.a_uv ?? 1;
    gl.bindBuffer(gl.ARRAY_BUFFER, item.buffer);
    gl.enableVertexAttribArray(pos);
    gl.enableVertexAttribArray(uv);
    gl.vertexAttribPointer(pos, 3, gl.FLOAT, false, 20, 0);
    gl.vertexAttribPointer(uv, 2, gl.FLOAT, false, 20, 12);
    gl.bindTexture(gl.TEXTURE_2D, item.texture);
    if (item.indices === null) {
      gl.drawArrays(gl.TRIANGLE_FAN, 0, item.count);
      return;
    }
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, item.indices);
    gl.drawElements(gl.TRIANGLES, item.count, gl.UNSIGNED_SHORT, 0);
  }

  /** Frees a drawable (the shared sphere buffers stay). */
  free(item: Drawable): void {
    this.gl.deleteTexture(item.texture);
    if (item.buffer !== this.sphere.buffer) this.gl.deleteBuffer(item.buffer);
  }

  /** Frees everything. */
  destroy(): void {
    this.gl.deleteBuffer(this.sphere.buffer);
    this.gl.deleteBuffer(this.sphere.indices);
    this.gl.deleteProgram(this.program.program);
  }

  private buffer(target: number, data: Float32Array | Uint16Array): WebGLBuffer {
    const buffer = this.gl.createBuffer();
    if (buffer === null) throw new Error("WebGL could not create a buffer");
    this.gl.bindBuffer(target, buffer);
    this.gl.bufferData(target, data, this.gl.STATIC_DRAW);
    return buffer;
  }
}
