import { jestProject } from '../test-kit/src/jest-preset';

export default jestProject(__dirname, 'jsdom');
