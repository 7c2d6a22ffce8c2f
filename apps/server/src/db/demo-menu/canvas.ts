import { PNG } from 'pngjs';
import { length, mix, type Paint, type Rgb } from './colors.ts';

type Distance = (x: number, y: number) => number;

/**
 * A tiny anti-aliased rasterizer: every shape is a signed distance (negative inside), and a pixel
 * takes the share of the shape that covers it, so edges stay smooth at thumbnail sizes without a
 * native canvas dependency. Shape coordinates are in units of the current view (0..1 across it).
 */
export class Canvas {
  private readonly rgb: Float32Array;
  private view = { x: 0, y: 0, size: 1 };

  /** The backdrop runs from `top` to `bottom` colour, row by row. */
  constructor(
    readonly width: number,
    readonly height: number,
    top: Rgb,
    bottom: Rgb = top,
  ) {
    this.rgb = new Float32Array(width * height * 3);
    this.view.size = width;
    for (let row = 0; row < height; row++) {
      const color = mix(top, bottom, row / (height - 1));
      for (let at = row * width * 3; at < (row + 1) * width * 3; at += 3) {
        this.rgb[at] = color[0];
        this.rgb[at + 1] = color[1];
        this.rgb[at + 2] = color[2];
      }
    }
  }

  /** Runs `draw` inside the square at (x, y) of `size`, all in units of the current view. */
  within(x: number, y: number, size: number, draw: () => void) {
    const outer = this.view;
    this.view = { x: outer.x + x * outer.size, y: outer.y + y * outer.size, size: size * outer.size };
    draw();
    this.view = outer;
  }

  /** `blur` widens the soft edge (in units), for shadows. */
  fill(distance: Distance, box: number[], paint: Paint, opacity = 1, blur = 0) {
    const { x: ox, y: oy, size } = this.view;
    const edge = Math.max(1, blur * size);
    const x0 = Math.max(0, Math.floor(ox + box[0] * size - edge));
    const y0 = Math.max(0, Math.floor(oy + box[1] * size - edge));
    const x1 = Math.min(this.width, Math.ceil(ox + box[2] * size + edge));
    const y1 = Math.min(this.height, Math.ceil(oy + box[3] * size + edge));
    const half = edge / 2;
    for (let py = y0; py < y1; py++) {
      const uy = (py + 0.5 - oy) / size;
      let px = x0;
      while (px < x1) {
        // Distances change by at most one pixel per pixel, so one far from the edge vouches for
        // its neighbours: skip the ones surely outside, fill the ones surely inside unasked.
        const away = distance((px + 0.5 - ox) / size, uy) * size;
        if (away >= half) {
          px += 1 + Math.floor(away - half);
          continue;
        }
        const run = away <= -half ? 1 + Math.floor(-away - half) : 1;
        const coverage = Math.min(1, 0.5 - away / edge) * opacity;
        for (const end = Math.min(x1, px + run); px < end; px++) {
          const color = typeof paint === 'function' ? paint((px + 0.5 - ox) / size, uy) : paint;
          const at = (py * this.width + px) * 3;
          this.rgb[at] += (color[0] - this.rgb[at]) * coverage;
          this.rgb[at + 1] += (color[1] - this.rgb[at + 1]) * coverage;
          this.rgb[at + 2] += (color[2] - this.rgb[at + 2]) * coverage;
        }
      }
    }
  }

  circle(cx: number, cy: number, r: number, paint: Paint, opacity = 1, blur = 0) {
    this.fill((x, y) => length(x - cx, y - cy) - r, [cx - r, cy - r, cx + r, cy + r], paint, opacity, blur);
  }

  ring(cx: number, cy: number, r: number, width: number, paint: Paint, opacity = 1) {
    const box = [cx - r - width, cy - r - width, cx + r + width, cy + r + width];
    this.fill((x, y) => Math.abs(length(x - cx, y - cy) - r) - width / 2, box, paint, opacity);
  }

  /** An ellipse turned by `angle` radians; the distance is approximate, which is enough for an edge. */
  ellipse(cx: number, cy: number, rx: number, ry: number, paint: Paint, angle = 0, opacity = 1, blur = 0) {
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const r = Math.max(rx, ry);
    const distance = (x: number, y: number) => {
      const dx = x - cx;
      const dy = y - cy;
      const u = (dx * cos + dy * sin) / rx;
      const v = (dy * cos - dx * sin) / ry;
      return (length(u, v) - 1) * Math.min(rx, ry);
    };
    this.fill(distance, [cx - r, cy - r, cx + r, cy + r], paint, opacity, blur);
  }

  roundRect(x0: number, y0: number, x1: number, y1: number, radius: number, paint: Paint, opacity = 1) {
    const cx = (x0 + x1) / 2;
    const cy = (y0 + y1) / 2;
    const hx = (x1 - x0) / 2 - radius;
    const hy = (y1 - y0) / 2 - radius;
    const distance = (x: number, y: number) => {
      const qx = Math.abs(x - cx) - hx;
      const qy = Math.abs(y - cy) - hy;
      return length(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
    };
    this.fill(distance, [x0, y0, x1, y1], paint, opacity);
  }

  /** A thick line with round ends. */
  capsule(ax: number, ay: number, bx: number, by: number, r: number, paint: Paint, opacity = 1) {
    const dx = bx - ax;
    const dy = by - ay;
    const squared = dx * dx + dy * dy || 1;
    const distance = (x: number, y: number) => {
      const t = Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / squared));
      return length(x - ax - dx * t, y - ay - dy * t) - r;
    };
    const box = [Math.min(ax, bx) - r, Math.min(ay, by) - r, Math.max(ax, bx) + r, Math.max(ay, by) + r];
    this.fill(distance, box, paint, opacity);
  }

  /** A convex polygon, points clockwise on screen. */
  polygon(points: [number, number][], paint: Paint, opacity = 1) {
    const edges = points.map(([ax, ay], index) => {
      const [bx, by] = points[(index + 1) % points.length];
      const side = length(bx - ax, by - ay) || 1;
      return [ax, ay, (by - ay) / side, -(bx - ax) / side] as const;
    });
    const distance = (x: number, y: number) => {
      let inside = Number.NEGATIVE_INFINITY;
      for (const [ax, ay, nx, ny] of edges) inside = Math.max(inside, (x - ax) * nx + (y - ay) * ny);
      return inside;
    };
    const xs = points.map((point) => point[0]);
    const ys = points.map((point) => point[1]);
    this.fill(distance, [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)], paint, opacity);
  }

  toPng(): Buffer {
    const png = new PNG({ width: this.width, height: this.height });
    // RGB in, RGB out: the packer copies the rows as they are, and the file carries no alpha.
    png.data = Buffer.from(new Uint8ClampedArray(this.rgb).buffer);
    return PNG.sync.write(png, {
      colorType: 2,
      inputColorType: 2,
      inputHasAlpha: false,
      deflateLevel: 6,
      filterType: 1,
    });
  }
}
