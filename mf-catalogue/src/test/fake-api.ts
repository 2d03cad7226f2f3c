export * from '@atlas/shared/test/fake-api';
