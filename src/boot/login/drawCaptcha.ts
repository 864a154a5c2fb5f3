/** Size of the captcha image (spec 01 §9). */
export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 50;

type Random = () => number;

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const hsl = (hue: number, saturation: number, lightness: number, alpha = 1) =>
  `hsla(${Math.round(hue)}, ${saturation}%, ${lightness}%, ${alpha})`;

/**
 * Draws the code legibly but distorted: a soft gradient, each character in its own dark colour with its own
 * rotation, offset and size, then thin lines and dots across it so the text is not a clean glyph run.
 */
export const drawCaptcha = (context: CanvasRenderingContext2D, code: string, random: Random = Math.random): void => {
  const width = CAPTCHA_WIDTH;
  const height = CAPTCHA_HEIGHT;
  context.save();
  context.clearRect(0, 0, width, height);

  const background = context.createLinearGradient(0, 0, width, height);
  const hue = between(random, 0, 360);
  background.addColorStop(0, hsl(hue, 45, 93));
  background.addColorStop(1, hsl(hue + 60, 45, 86));
  context.fillStyle = background;
  context.fillRect(0, 0, width, height);

  // lines behind the text
  for (let i = 0; i < 4; i++) {
    context.strokeStyle = hsl(between(random, 0, 360), 35, 70, 0.8);
    context.lineWidth = between(random, 1, 2);
    context.beginPath();
    context.moveTo(between(random, 0, width * 0.3), between(random, 0, height));
    context.quadraticCurveTo(between(random, 0, width), between(random, 0, height), between(random, width * 0.7, width), between(random, 0, height));
    context.stroke();
  }

  const slot = (width - 20) / code.length;
  context.textBaseline = 'middle';
  context.textAlign = 'center';
  [...code].forEach((character, index) => {
    context.save();
    context.translate(10 + slot * (index + 0.5) + between(random, -3, 3), height / 2 + between(random, -5, 5));
    context.rotate(between(random, -0.4, 0.4));
    context.font = `${random() < 0.5 ? 'bold ' : ''}${Math.round(between(random, 26, 32))}px Georgia, "Times New Roman", serif`;
    context.fillStyle = hsl(between(random, 0, 360), 65, between(random, 18, 32));
    context.fillText(character, 0, 0);
    context.restore();
  });

  // a couple of lines and dots over the text
  for (let i = 0; i < 2; i++) {
    context.strokeStyle = hsl(between(random, 0, 360), 40, 40, 0.55);
    context.lineWidth = 1;
    context.beginPath();
    context.moveTo(0, between(random, 8, height - 8));
    context.bezierCurveTo(width / 3, between(random, 0, height), (2 * width) / 3, between(random, 0, height), width, between(random, 8, height - 8));
    context.stroke();
  }
  for (let i = 0; i < 40; i++) {
    context.fillStyle = hsl(between(random, 0, 360), 40, between(random, 25, 60), 0.6);
    context.beginPath();
    context.arc(between(random, 0, width), between(random, 0, height), between(random, 0.5, 1.5), 0, Math.PI * 2);
    context.fill();
  }
  context.restore();
};
