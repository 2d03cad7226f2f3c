import { businessEventSchema } from './business-event';
import { surveySchema } from './survey';

const errorsOf = (schema: typeof surveySchema | typeof businessEventSchema, values: Record<string, unknown>) => {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(
      (error as { inner: Array<{ path: string; errors: Array<{ key: string }> }> }).inner.map((issue) => [issue.path, issue.errors[0]!.key]),
    );
  }
};

describe('surveySchema', () => {
  it('asks for the two scores and the channel', () => {
    expect(errorsOf(surveySchema, {})).toEqual({ satisfaction: 'satisfactionRequired', recommendation: 'recommendationRequired', channel: 'channelRequired' });
  });

  it('takes radio values as numbers and refuses scores out of range', () => {
    expect(errorsOf(surveySchema, { satisfaction: '4', recommendation: '10', channel: 'agency' })).toEqual({});
    expect(errorsOf(surveySchema, { satisfaction: '6', recommendation: '-1', channel: 'fax' })).toEqual({
      satisfaction: 'satisfactionRequired',
      recommendation: 'recommendationRequired',
      channel: 'channelRequired',
    });
  });

  it('requires a comment for a score of 2 or less, and caps it at 1000 characters', () => {
    expect(errorsOf(surveySchema, { satisfaction: '2', recommendation: '3', channel: 'website' })).toEqual({ comment: 'surveyCommentRequired' });
    expect(errorsOf(surveySchema, { satisfaction: '2', recommendation: '3', channel: 'website', comment: '   ' })).toEqual({
      comment: 'surveyCommentRequired',
    });
    expect(errorsOf(surveySchema, { satisfaction: '3', recommendation: '3', channel: 'website' })).toEqual({});
    expect(errorsOf(surveySchema, { satisfaction: '5', recommendation: '9', channel: 'app', comment: 'x'.repeat(1001) })).toEqual({ comment: 'tooLong' });
  });
});

describe('businessEventSchema', () => {
  const valid = { eventId: 'forum', fullName: 'Salma Bennani', company: 'Bennani SA', email: 'salma@example.ma', phone: '06 12 34 56 78', attendees: '2' };

  it('accepts a full registration', () => {
    expect(errorsOf(businessEventSchema, valid)).toEqual({});
  });

  it('says what is missing or wrong', () => {
    expect(errorsOf(businessEventSchema, {})).toEqual({
      eventId: 'eventRequired',
      fullName: 'nameRequired',
      company: 'companyNameRequired',
      email: 'emailRequired',
      phone: 'mdnRequired',
      attendees: 'attendeesRequired',
    });
    expect(errorsOf(businessEventSchema, { ...valid, attendees: '6', phone: '0812345678', email: 'salma@' })).toEqual({
      attendees: 'attendeesRange',
      phone: 'mdnInvalid',
      email: 'emailInvalid',
    });
  });
});
