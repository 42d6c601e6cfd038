/** A valid personal-details step for NEW_LOAN (the sandbox's field config): the baseline bad-input tests vary. */
export const validPersonalDetails = {
  first_name: 'Maria',
  middle_name: '',
  last_name: 'Dela Cruz',
  gender: 'FEMALE',
  birth_date: '1990-05-17',
  birth_country: 'PHL',
  marital_status: 'SINGLE',
  education: 'COLLEGE_GRADUATE',
  nationality: 'FILIPINO',
};
