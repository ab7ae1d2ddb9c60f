/** framer-motion's DOM animation features, loaded on demand by <LazyMotion>. */
export { domAnimation as default } from 'framer-motion';
