// The room: `playground present` serves the teacher's moves, the attendees' progress and the live
// page (RoomServer); `playground follow` follows them (RoomClient). The messages between the two
// are in RoomMessages.swift; everything a client sends is checked there before it is believed.
