import type { KernelContext } from "./kernelContext";

/**
 * Up and down (self-contained, see ./kernelContext.ts): yaw = atan2(x, −z) and the angle from
 * the pole = atan(|xz|), per pixel, from the table. Both faces lie in the x–z plane, x along the
 * columns and z along the rows, so the ratios atan needs come from per-row and per-column
 * reciprocals: no division in the loop. The four source pixels are blended at once here: the
 * sample positions curve around the pole, so there is no pass order that reads in rows.
 */
export function remapPoleFace(
  k: KernelContext,
  out: Uint8Array,
  c: readonly number[],
  r: readonly number[],
  d: readonly number[],
): void {
  const { src, width: W, height: H, faceSize: N, atan: ATAN, lutSize: LUT } = k;
  const HALF_PI = Math.PI / 2;
  const kx = W / (2 * Math.PI);
  const ky = H / Math.PI;
  const Hm1 = H - 1;
  const W3 = W * 3;
  const half = W / 2 - 0.5;
  const isUp = (c[1] as number) > 0;
  const lookup = (u: number) => {
    const i = u | 0;
    const a = ATAN[i] as number;
    return a + ((ATAN[i + 1] as number) - a) * (u - i);
  };
  const XS = new Float64Array(N);
  const INVX = new Float64Array(N);
  for (let col = 0; col < N; col++) {
    XS[col] = ((2 * (col + 0.5)) / N - 1) * (r[0] as number);
    INVX[col] = LUT / Math.abs(XS[col] as number);
  }
  let o = 0;
  for (let row = 0; row < N; row++) {
    const ahead = -((2 * (row + 0.5)) / N - 1) * (d[2] as number);
    const am = Math.abs(ahead);
    const invA = LUT / am;
    const ahead2 = ahead * ahead;
    for (let col = 0; col < N; col++) {
      const x = XS[col] as number;
      const ax = Math.abs(x);
      let yaw = ax <= am ? lookup(ax * invA) : HALF_PI - lookup(am * (INVX[col] as number));
      if (ahead < 0) yaw = Math.PI - yaw;
      if (x < 0) yaw = -yaw;
      const rho = Math.sqrt(x * x + ahead2);
      const polar = rho <= 1 ? lookup(rho * LUT) : HALF_PI - lookup(LUT / rho);
      const sx = yaw * kx + half;
      let x0 = sx < 0 ? -1 : sx | 0;
      const fx = sx - x0;
      if (x0 < 0) x0 += W;
      else if (x0 >= W) x0 -= W;
      const x1 = x0 + 1 >= W ? 0 : x0 + 1;
      const sy = Math.max(0, Math.min(Hm1, (isUp ? polar : Math.PI - polar) * ky - 0.5));
      const y0 = sy | 0;
      const fy = sy - y0;
      const r0 = y0 * W3;
      const r1 = y0 < Hm1 ? r0 + W3 : r0;
      const p00 = r0 + x0 * 3;
      const p10 = r0 + x1 * 3;
      const p01 = r1 + x0 * 3;
      const p11 = r1 + x1 * 3;
      for (let ch = 0; ch < 3; ch++) {
        const a = src[p00 + ch] as number;
        const b = src[p10 + ch] as number;
        const top = a + (b - a) * fx;
        const e = src[p01 + ch] as number;
        const bottom = e + ((src[p11 + ch] as number) - e) * fx;
        out[o + ch] = (top + (bottom - top) * fy + 0.5) | 0;
      }
      o += 3;
    }
  }
}
