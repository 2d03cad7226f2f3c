import { jestProject } from '../shared/test-kit/src/jest-preset';

const base = jestProject(__dirname, 'node');

export default {
  ...base,
  // @fastify/static requires content-disposition, which ships only as an ES module: jest (unlike
  // Node 20.19+) cannot require it untransformed; so does cookie 2, which Fastify's inject requires
  // (the edge's server render calls the API through it).
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
};
