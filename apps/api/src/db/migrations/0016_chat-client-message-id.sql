-- A sender's own id for a chat message (modules/chat): a retried send with the same id, even two
-- arriving at once, finds the message stored the first time instead of storing it again.
ALTER TABLE "chat_messages" ADD COLUMN "client_message_id" varchar(100);--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_message" ON "chat_messages" USING btree ("chat_room_id","sender_user_id","client_message_id") WHERE client_message_id IS NOT NULL;