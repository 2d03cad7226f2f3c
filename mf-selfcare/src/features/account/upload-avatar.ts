import { atlasApi } from '@atlas/runtime';
import type { UploadAvatarResponse } from '@atlas/contracts/selfcare';
import { refreshProfileOnceDone } from './profile-changed';

/**
 * changement-photo: the framed picture (multipart `avatar`, JPEG); every avatar on the page reads
 * the picture again, and the profile (its `hasAvatar`) is read again.
 */
const uploadAvatarApi = atlasApi.enhanceEndpoints({ addTagTypes: ['Avatar'] }).injectEndpoints({
  endpoints: (build) => ({
    uploadAvatar: build.mutation<UploadAvatarResponse, Blob>({
      query: (picture) => {
        const form = new FormData();
        form.append('avatar', picture, 'avatar.jpg');
        return { url: '/api/ms-client/v1/upload-avatar', method: 'POST', data: form, authorized: true };
      },
      invalidatesTags: (_answer, error) => (error ? [] : ['Avatar']),
      onQueryStarted: refreshProfileOnceDone,
    }),
  }),
});

export const { useUploadAvatarMutation } = uploadAvatarApi;
