import { jestProject } from '../shared/test-kit/src/jest-preset';

const base = jestProject(__dirname, 'node');

export default {
  ...base,
  // @fastify/static requires content-disposition, which ships only as an ES module: jest (unlike
  // Node 20.19+) cannot require it untransformed.
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
};
