export * from './colours.js';
export * from './contrast.js';
export * from './create-theme.js';
export * from './palette.js';
