export * from './accounts';
export * from './credits';
export * from './photos';
export * from './members';
export * from './likes';
export * from './chat';
export * from './events';
