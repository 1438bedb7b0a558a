// What seeding needs beyond DemoSeeder itself, loaded only when a seed runs (demo-seeder.ts): faker,
// dicebear, sharp and web-push hold ~20 MB of heap a serving API process never uses (issue 10).
export { default as webpush } from 'web-push';
export { insertDemoGifts, removeUnusedGiftImages, renderDemoGiftImages } from './demo-gifts.js';
export { demoPhotosFor, mainImageColumns, removeDemoPortraits, renderDemoPortraits } from './demo-photos.js';
export { generateProfiles } from './profiles.js';
