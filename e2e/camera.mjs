// Chromium's fake camera for the browser tests (issue 38): a QR code's modules as a Y4M video,
// the file `--use-file-for-fake-video-capture` plays.

/**
 * A Y4M video (4:2:0) of `frames` frames, `width` × `height`, showing the QR code's modules
 * over 70% of the height, in a camera's poor contrast (grey on light grey) with noise of ±12.
 */
export function y4m({ width: modules, modules: dark }, width, height, frames) {
  const quiet = 4;
  const scale = Math.floor(Math.min(width, height) * 0.7 / (modules + 2 * quiet));
  const side = (modules + 2 * quiet) * scale;
  const [left, top] = [Math.floor((width - side) / 2), Math.floor((height - side) / 2)];
  let seed = 7;
  const noise = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    seed >>>= 0;
    return (seed % 25) - 12;
  };
  const luma = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [mx, my] = [Math.floor((x - left) / scale) - quiet, Math.floor((y - top) / scale) - quiet];
      const inside = mx >= 0 && my >= 0 && mx < modules && my < modules;
      luma[y * width + x] = (inside && dark[my * modules + mx] ? 70 : 190) + noise();
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array(frames).fill(frame)]);
}
