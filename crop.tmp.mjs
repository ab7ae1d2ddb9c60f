import sharp from 'sharp';
const [,, src, top, height, out] = process.argv;
const meta = await sharp(src).metadata();
await sharp(src).extract({ left: 0, top: Number(top), width: meta.width, height: Math.min(Number(height), meta.height - Number(top)) }).toFile(out);
console.log(meta.width, meta.height);
