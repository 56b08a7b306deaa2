-- The listed providers of a city, matched case-insensitively when a new request there is announced
-- (modules/provider-requests/request-notifications.ts): with provider_profiles_location, a bitmap OR.
CREATE INDEX "provider_profiles_listed_city_lower" ON "provider_profiles" USING btree (lower("city")) WHERE is_active AND is_verified;