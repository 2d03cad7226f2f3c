export * from '@atlas/test-kit/fake-api';
